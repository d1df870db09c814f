/**
 * devicon logos of the tools we know, one SVG file each: importing only these keeps the other ~500 icons
 * and devicon's 1.5 MB icon font out of the build. Keys are tool keys (see toolKey.ts).
 */
import javascriptIcon from 'devicon/icons/javascript/javascript-original.svg';
import typescriptIcon from 'devicon/icons/typescript/typescript-original.svg';
import html5Icon from 'devicon/icons/html5/html5-original.svg';
import css3Icon from 'devicon/icons/css3/css3-original.svg';
import sassIcon from 'devicon/icons/sass/sass-original.svg';
import reactIcon from 'devicon/icons/react/react-original.svg';
import nextjsIcon from 'devicon/icons/nextjs/nextjs-original.svg';
import vuejsIcon from 'devicon/icons/vuejs/vuejs-original.svg';
import angularIcon from 'devicon/icons/angular/angular-original.svg';
import svelteIcon from 'devicon/icons/svelte/svelte-original.svg';
import reduxIcon from 'devicon/icons/redux/redux-original.svg';
import tailwindcssIcon from 'devicon/icons/tailwindcss/tailwindcss-original.svg';
import bootstrapIcon from 'devicon/icons/bootstrap/bootstrap-original.svg';
import materialuiIcon from 'devicon/icons/materialui/materialui-original.svg';
import antdesignIcon from 'devicon/icons/antdesign/antdesign-original.svg';
import nodejsIcon from 'devicon/icons/nodejs/nodejs-original.svg';
import expressIcon from 'devicon/icons/express/express-original.svg';
import nestjsIcon from 'devicon/icons/nestjs/nestjs-original.svg';
import bunIcon from 'devicon/icons/bun/bun-original.svg';
import pythonIcon from 'devicon/icons/python/python-original.svg';
import djangoIcon from 'devicon/icons/django/django-plain.svg';
import flaskIcon from 'devicon/icons/flask/flask-original.svg';
import fastapiIcon from 'devicon/icons/fastapi/fastapi-original.svg';
import javaIcon from 'devicon/icons/java/java-original.svg';
import springIcon from 'devicon/icons/spring/spring-original.svg';
import kotlinIcon from 'devicon/icons/kotlin/kotlin-original.svg';
import goIcon from 'devicon/icons/go/go-original.svg';
import rustIcon from 'devicon/icons/rust/rust-original.svg';
import cIcon from 'devicon/icons/c/c-original.svg';
import cplusplusIcon from 'devicon/icons/cplusplus/cplusplus-original.svg';
import csharpIcon from 'devicon/icons/csharp/csharp-original.svg';
import dotnetcoreIcon from 'devicon/icons/dotnetcore/dotnetcore-original.svg';
import phpIcon from 'devicon/icons/php/php-original.svg';
import laravelIcon from 'devicon/icons/laravel/laravel-original.svg';
import rubyIcon from 'devicon/icons/ruby/ruby-original.svg';
import railsIcon from 'devicon/icons/rails/rails-plain.svg';
import swiftIcon from 'devicon/icons/swift/swift-original.svg';
import dartIcon from 'devicon/icons/dart/dart-original.svg';
import flutterIcon from 'devicon/icons/flutter/flutter-original.svg';
import graphqlIcon from 'devicon/icons/graphql/graphql-plain.svg';
import postgresqlIcon from 'devicon/icons/postgresql/postgresql-original.svg';
import mysqlIcon from 'devicon/icons/mysql/mysql-original.svg';
import mongodbIcon from 'devicon/icons/mongodb/mongodb-original.svg';
import redisIcon from 'devicon/icons/redis/redis-original.svg';
import sqliteIcon from 'devicon/icons/sqlite/sqlite-original.svg';
import elasticsearchIcon from 'devicon/icons/elasticsearch/elasticsearch-original.svg';
import firebaseIcon from 'devicon/icons/firebase/firebase-original.svg';
import supabaseIcon from 'devicon/icons/supabase/supabase-original.svg';
import dockerIcon from 'devicon/icons/docker/docker-original.svg';
import kubernetesIcon from 'devicon/icons/kubernetes/kubernetes-original.svg';
import helmIcon from 'devicon/icons/helm/helm-original.svg';
import terraformIcon from 'devicon/icons/terraform/terraform-original.svg';
import ansibleIcon from 'devicon/icons/ansible/ansible-original.svg';
import amazonwebservicesIcon from 'devicon/icons/amazonwebservices/amazonwebservices-original-wordmark.svg';
import azureIcon from 'devicon/icons/azure/azure-original.svg';
import googlecloudIcon from 'devicon/icons/googlecloud/googlecloud-original.svg';
import nginxIcon from 'devicon/icons/nginx/nginx-original.svg';
import linuxIcon from 'devicon/icons/linux/linux-original.svg';
import bashIcon from 'devicon/icons/bash/bash-original.svg';
import gitIcon from 'devicon/icons/git/git-original.svg';
import githubIcon from 'devicon/icons/github/github-original.svg';
import gitlabIcon from 'devicon/icons/gitlab/gitlab-original.svg';
import githubactionsIcon from 'devicon/icons/githubactions/githubactions-original.svg';
import jenkinsIcon from 'devicon/icons/jenkins/jenkins-original.svg';
import webpackIcon from 'devicon/icons/webpack/webpack-original.svg';
import vitejsIcon from 'devicon/icons/vitejs/vitejs-original.svg';
import babelIcon from 'devicon/icons/babel/babel-original.svg';
import jestIcon from 'devicon/icons/jest/jest-plain.svg';
import vitestIcon from 'devicon/icons/vitest/vitest-original.svg';
import playwrightIcon from 'devicon/icons/playwright/playwright-original.svg';
import storybookIcon from 'devicon/icons/storybook/storybook-original.svg';
import figmaIcon from 'devicon/icons/figma/figma-original.svg';

export const TOOL_ICONS: Readonly<Record<string, string>> = {
  javascript: javascriptIcon,
  typescript: typescriptIcon,
  html5: html5Icon,
  css3: css3Icon,
  sass: sassIcon,
  react: reactIcon,
  nextjs: nextjsIcon,
  vuejs: vuejsIcon,
  angular: angularIcon,
  svelte: svelteIcon,
  redux: reduxIcon,
  tailwindcss: tailwindcssIcon,
  bootstrap: bootstrapIcon,
  materialui: materialuiIcon,
  antdesign: antdesignIcon,
  nodejs: nodejsIcon,
  express: expressIcon,
  nestjs: nestjsIcon,
  bun: bunIcon,
  python: pythonIcon,
  django: djangoIcon,
  flask: flaskIcon,
  fastapi: fastapiIcon,
  java: javaIcon,
  spring: springIcon,
  kotlin: kotlinIcon,
  go: goIcon,
  rust: rustIcon,
  c: cIcon,
  cplusplus: cplusplusIcon,
  csharp: csharpIcon,
  dotnetcore: dotnetcoreIcon,
  php: phpIcon,
  laravel: laravelIcon,
  ruby: rubyIcon,
  rails: railsIcon,
  swift: swiftIcon,
  dart: dartIcon,
  flutter: flutterIcon,
  graphql: graphqlIcon,
  postgresql: postgresqlIcon,
  mysql: mysqlIcon,
  mongodb: mongodbIcon,
  redis: redisIcon,
  sqlite: sqliteIcon,
  elasticsearch: elasticsearchIcon,
  firebase: firebaseIcon,
  supabase: supabaseIcon,
  docker: dockerIcon,
  kubernetes: kubernetesIcon,
  helm: helmIcon,
  terraform: terraformIcon,
  ansible: ansibleIcon,
  amazonwebservices: amazonwebservicesIcon,
  azure: azureIcon,
  googlecloud: googlecloudIcon,
  nginx: nginxIcon,
  linux: linuxIcon,
  bash: bashIcon,
  git: gitIcon,
  github: githubIcon,
  gitlab: gitlabIcon,
  githubactions: githubactionsIcon,
  jenkins: jenkinsIcon,
  webpack: webpackIcon,
  vitejs: vitejsIcon,
  babel: babelIcon,
  jest: jestIcon,
  vitest: vitestIcon,
  playwright: playwrightIcon,
  storybook: storybookIcon,
  figma: figmaIcon,
};

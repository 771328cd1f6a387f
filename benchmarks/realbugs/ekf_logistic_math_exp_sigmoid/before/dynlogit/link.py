import math


def sigmoid(z):
    return 1.0 / (1.0 + math.exp(-z))  # expect: JXL104


def bernoulli_variance(p):
    return p * (1.0 - p)

import numpy as np


def predict(params, x):
    return params["w"] * x + params["b"]


def mean_squared_error(params, x, y):
    return np.mean(np.power(predict(params, x) - y, 2))  # expect: JXL401


def ridge_penalty(params, strength):
    return strength * np.sum(np.square(params["w"]))  # expect: JXL401


def objective(params, x, y, strength):
    return mean_squared_error(params, x, y) + ridge_penalty(params, strength)

def riccati(t, x, rate):
    return -rate * x ** 2


def logistic(t, x, rate):
    return rate * x * (1.0 - x)

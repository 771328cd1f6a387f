def logistic_growth(t, y, args):
    rate, capacity = args
    return rate * y * (1.0 - y / capacity)

def double_well(x, barrier):
    return barrier * (x ** 2 - 1.0) ** 2

N_EVALS = 0
LAST_VALUE = None


def count_eval(value):
    global N_EVALS, LAST_VALUE
    N_EVALS += 1
    LAST_VALUE = value
    return value

N_EVALS = 0
LAST_VALUE = None


def count_eval(value):
    global N_EVALS, LAST_VALUE
    N_EVALS += 1  # expect: JXL202
    LAST_VALUE = value  # expect: JXL202
    return value

"""Least-squares location of five observations: the residual graph broadcasts the location to the data's length."""

import numpy as np

from ptlite import Variable, alloc, function, square, sub, sum_
from vifit import fit_dadvi

OBSERVED = np.array([2.1, 1.9, 2.4, 2.0, 1.6])


def build():
    mu = Variable("mu")
    resid = sub(OBSERVED, alloc(mu, len(OBSERVED)))
    return function([mu], [sum_(square(resid))])


def main():
    loss = build()
    print("loss at 0:", float(loss(0.0)[0]))
    mu, value = fit_dadvi(loss, 0.0)
    return float(mu), float(value)


if __name__ == "__main__":
    print(main())

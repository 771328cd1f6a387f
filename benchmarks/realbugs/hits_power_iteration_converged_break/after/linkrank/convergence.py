"""Stopping rules shared by the power-iteration rankers."""


def is_converged(xp, previous, current, n, tol):
    err = xp.sum(xp.abs(current - previous))
    return err < xp.asarray(n * tol)

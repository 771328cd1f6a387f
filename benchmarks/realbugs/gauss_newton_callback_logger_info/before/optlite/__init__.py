from optlite.gauss_newton import GaussNewton, least_squares, verbose_print

__all__ = ["GaussNewton", "least_squares", "verbose_print"]

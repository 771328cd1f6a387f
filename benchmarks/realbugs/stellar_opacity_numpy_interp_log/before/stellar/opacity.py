import numpy as np


class OpacityTable:
    """Rosseland mean opacity on a log10(T) grid, with a Kramers density scaling."""

    def __init__(self, log_t_grid, log_kappa_grid, rho_ref=1.0):
        self.log_t_grid = np.asarray(log_t_grid)
        self.log_kappa_grid = np.asarray(log_kappa_grid)
        self.rho_ref = rho_ref

    def __call__(self, temperature, density):
        log_rho = np.log10(density / self.rho_ref)  # expect: JXL401
        log_kappa = np.interp(np.log10(temperature), self.log_t_grid, self.log_kappa_grid)  # expect: JXL401
        return 10.0 ** (log_kappa + log_rho)

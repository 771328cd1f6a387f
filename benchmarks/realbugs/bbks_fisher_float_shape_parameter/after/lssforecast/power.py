from .transfer import bbks


def linear_power(cosmo, k):
    """Linear matter power spectrum at z = 0, up to the amplitude parameter."""
    return cosmo.amplitude * k ** cosmo.n_s * bbks(cosmo, k) ** 2

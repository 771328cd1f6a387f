import jax

from gpfit.likelihood import negative_log_marginal_likelihood


def grid_search(x, y, lengthscales, noises):
    """The (lengthscale, noise) pair of the grid with the largest marginal likelihood, and every value seen."""
    table = {}
    for lengthscale in lengthscales:
        objective = jax.jit(lambda noise: negative_log_marginal_likelihood(x, y, lengthscale, noise))  # expect: JXL501
        for noise in noises:
            table[(lengthscale, noise)] = float(objective(noise))
    best = min(table, key=table.get)
    return best, table

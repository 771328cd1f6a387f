import jax

from gpopt.optimiser import optimise_hyperparameters


def fit_with_restarts(x, y, key, n_restarts=4, low=-2.0, high=1.0):
    """Like scikit-learn's n_restarts_optimizer: the first run from the default start, then random starts."""
    random_starts = jax.random.uniform(key, (n_restarts, 3), minval=low, maxval=high)
    starts = [jax.numpy.zeros(3)] + list(random_starts)
    best_theta, best_value = None, float("inf")
    for theta0 in starts:
        theta, value = optimise_hyperparameters(x, y, theta0)
        if float(value) < best_value:
            best_theta, best_value = theta, float(value)
    return best_theta, best_value

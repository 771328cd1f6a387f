import jax.numpy as jnp

from spikeglm.glm import PoissonGLM


def cross_validate(X, y, reg_grid, n_folds, step_size, n_iter):
    fold_size = X.shape[0] // n_folds
    scores = {}
    for reg in reg_grid:
        fold_scores = []
        for k in range(n_folds):
            test = jnp.arange(k * fold_size, (k + 1) * fold_size)
            train = jnp.setdiff1d(jnp.arange(X.shape[0]), test)
            model = PoissonGLM(reg, step_size, n_iter).fit(X[train], y[train])
            fold_scores.append(float(model.score(X[test], y[test])))
        scores[reg] = sum(fold_scores) / n_folds
    return scores

"""Ridge regression along a path of regularization strengths, one solver run per strength."""

import jax
import jax.numpy as jnp

from minisolve import GradientDescent


def ridge_objective(w, lam, X, y):
    return jnp.mean((X @ w - y) ** 2) + lam * jnp.sum(w**2)


SOLVER = GradientDescent(ridge_objective, stepsize=0.1, maxiter=50)


def make_data(n=64, d=5, seed=0):
    kx, kw = jax.random.split(jax.random.PRNGKey(seed))
    X = jax.random.normal(kx, (n, d))
    return X, X @ jax.random.normal(kw, (d,))


def path(lams, X, y):
    w = jnp.zeros(X.shape[1])
    weights = []
    for lam in lams:
        w = SOLVER.run(w, lam, X, y).params
        weights.append(w)
    return weights


if __name__ == "__main__":
    X, y = make_data()
    for lam, w in zip([1.0, 0.1, 0.01], path(jnp.array([1.0, 0.1, 0.01]), X, y)):
        print(lam, w)

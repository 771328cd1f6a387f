"""Choose the ridge penalty by validation loss; each inner fit is an iterative solve inside one jit."""

import jax
import jax.numpy as jnp

from itsolve import GradientDescent


def ridge_objective(w, lam, x, y):
    return 0.5 * jnp.mean((x @ w - y) ** 2) + 0.5 * lam * jnp.sum(w**2)


@jax.jit
def validation_loss(lam, x_train, y_train, x_val, y_val):
    solver = GradientDescent(fun=ridge_objective, stepsize=0.5, maxiter=200, tol=1e-4, verbose=True)
    fit = solver.run(jnp.zeros(x_train.shape[1]), lam, x_train, y_train)
    return jnp.mean((x_val @ fit.params - y_val) ** 2), fit.state.iter_num


def best_penalty(penalties, x_train, y_train, x_val, y_val):
    losses = [validation_loss(lam, x_train, y_train, x_val, y_val)[0] for lam in penalties]
    return penalties[int(jnp.argmin(jnp.stack(losses)))]

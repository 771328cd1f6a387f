import jax
import jax.numpy as jnp

from gpopt.likelihood import negative_log_marginal_likelihood


def optimise_hyperparameters(x, y, theta0, learning_rate=0.01, gtol=1e-3, max_iter=500):
    """Gradient descent on the negative log marginal likelihood until the gradient is small."""
    value_and_grad = jax.value_and_grad(negative_log_marginal_likelihood)

    def keep_going(state):
        _, _, grad_norm, iteration = state
        return (grad_norm > gtol) & (iteration < max_iter)

    def descend(state):
        theta, _, _, iteration = state
        value, grad = value_and_grad(theta, x, y)
        return theta - learning_rate * grad, value, jnp.linalg.norm(grad), iteration + 1

    state = (theta0, jnp.inf, jnp.inf, 0)
    theta, value, _, _ = jax.lax.while_loop(keep_going, descend, state)  # expect: JXL504
    return theta, value

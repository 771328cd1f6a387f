import jax

from routerl.loss import policy_gradient_loss


def _update(params, coords, tours, returns, learning_rate, use_shared_baseline):
    loss, grads = jax.value_and_grad(policy_gradient_loss)(params, coords, tours, returns, use_shared_baseline)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss


update = jax.jit(_update)

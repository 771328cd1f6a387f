import jax
import jax.numpy as jnp


def make_train_step(loss_fn, optimizer):
    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        updates, opt_state = optimizer.update(grads, opt_state)
        params = jax.tree_util.tree_map(jnp.add, params, updates)
        return params, opt_state, loss

    return train_step

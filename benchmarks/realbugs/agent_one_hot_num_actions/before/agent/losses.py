import jax
import jax.numpy as jnp


@jax.jit
def td_update(params, batch, num_actions, gamma=0.99, lr=0.01):
    def loss_fn(params):
        q = batch["obs"] @ params
        q_next = batch["next_obs"] @ params
        target = batch["reward"] + gamma * (1.0 - batch["done"]) * jnp.max(q_next, axis=-1)
        action_one_hot = jax.nn.one_hot(batch["action"], num_actions)  # expect: JXL106
        q_taken = jnp.sum(q * action_one_hot, axis=-1)
        return jnp.mean((q_taken - jax.lax.stop_gradient(target)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return params - lr * grads, loss

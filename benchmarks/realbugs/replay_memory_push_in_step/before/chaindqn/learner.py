import jax
import jax.numpy as jnp

from chaindqn.actor import q_values


@jax.jit
def q_learning_step(params, batch, lr=0.5, gamma=0.9):
    obs, actions, rewards, next_obs, dones = batch

    def loss_fn(p):
        q = jnp.take_along_axis(q_values(p, obs), actions[:, None], axis=1)[:, 0]
        target = rewards + gamma * (1.0 - dones) * jnp.max(q_values(params, next_obs), axis=1)
        return jnp.mean((q - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return params - lr * grads, loss

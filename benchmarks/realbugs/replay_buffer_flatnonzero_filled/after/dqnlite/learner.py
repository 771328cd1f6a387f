import jax
import jax.numpy as jnp


def q_values(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


def init_params(key, obs_dim, num_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "w2": jax.random.normal(k2, (hidden, num_actions)) / jnp.sqrt(hidden),
    }


def make_update(buffer, batch_size, gamma=0.99, learning_rate=1e-2):
    def td_loss(params, target_params, obs, actions, rewards, next_obs):
        q = jnp.take_along_axis(q_values(params, obs), actions[:, None], axis=1)[:, 0]
        target = rewards + gamma * jnp.max(q_values(target_params, next_obs), axis=1)
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    @jax.jit
    def update(params, target_params, replay_state, key):
        batch = buffer.sample(replay_state, key, batch_size)
        loss, grads = jax.value_and_grad(td_loss)(params, target_params, *batch)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    return update

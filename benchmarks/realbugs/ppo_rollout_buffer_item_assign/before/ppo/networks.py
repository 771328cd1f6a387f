import jax
import jax.numpy as jnp


def init_params(key, obs_dim, action_dim):
    k1, k2 = jax.random.split(key)
    return {"actor": 0.1 * jax.random.normal(k1, (obs_dim, action_dim)), "log_std": -0.5 * jnp.ones(action_dim),
            "critic": 0.1 * jax.random.normal(k2, (obs_dim,))}


def gaussian_log_prob(params, obs, action):
    mean = obs @ params["actor"]
    std = jnp.exp(params["log_std"])
    return jnp.sum(-0.5 * ((action - mean) / std) ** 2 - params["log_std"] - 0.5 * jnp.log(2 * jnp.pi), axis=-1)


@jax.jit
def act(params, obs, key):
    mean = obs @ params["actor"]
    action = mean + jnp.exp(params["log_std"]) * jax.random.normal(key, mean.shape)
    return action, gaussian_log_prob(params, obs, action), obs @ params["critic"]

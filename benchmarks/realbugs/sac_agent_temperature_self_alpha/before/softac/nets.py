import jax
import jax.numpy as jnp


def critic_features(obs, action):
    return jnp.concatenate([obs, action, action ** 2], axis=-1)


def init(key, obs_dim, action_dim):
    k1, k2, k3 = jax.random.split(key, 3)
    feat = obs_dim + 2 * action_dim
    return {
        "actor": {"w": 0.1 * jax.random.normal(k1, (obs_dim, 2 * action_dim)), "b": jnp.zeros(2 * action_dim)},
        "q1": 0.1 * jax.random.normal(k2, (feat,)),
        "q2": 0.1 * jax.random.normal(k3, (feat,)),
    }


def sample_action(actor, obs, key):
    """Tanh-squashed Gaussian with the log-density corrected for the squashing."""
    out = obs @ actor["w"] + actor["b"]
    mean, log_std = jnp.split(out, 2, axis=-1)
    log_std = jnp.clip(log_std, -5.0, 2.0)
    noise = jax.random.normal(key, mean.shape)
    pre_tanh = mean + jnp.exp(log_std) * noise
    action = jnp.tanh(pre_tanh)
    log_prob = jnp.sum(-0.5 * noise ** 2 - log_std - 0.5 * jnp.log(2 * jnp.pi)
                       - jnp.log(1 - action ** 2 + 1e-6), axis=-1)
    return action, log_prob


def q_values(params, obs, action):
    features = critic_features(obs, action)
    return features @ params["q1"], features @ params["q2"]

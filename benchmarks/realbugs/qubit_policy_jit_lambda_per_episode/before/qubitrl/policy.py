import jax
import jax.numpy as jnp


def init_policy(key, obs_dim=3, hidden=32, num_actions=4):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)), "b1": jnp.zeros(hidden),
            "w2": 0.01 * jax.random.normal(k2, (hidden, num_actions)), "b2": jnp.zeros(num_actions)}


def policy_probs(params, obs):
    return jax.nn.softmax(jnp.tanh(obs @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"])


def reinforce_loss(params, observations, actions, returns):
    logp = jnp.log(policy_probs(params, observations) + 1e-8)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    return -jnp.mean(chosen * (returns - returns.mean()))


@jax.jit
def sgd_step(params, observations, actions, returns, learning_rate):
    grads = jax.grad(reinforce_loss)(params, observations, actions, returns)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)

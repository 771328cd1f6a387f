import jax
import jax.numpy as jnp


def init_params(key, obs_dim, num_actions, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"torso": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "policy": 0.01 * jax.random.normal(k2, (hidden, num_actions)),
            "value": 0.01 * jax.random.normal(k3, (hidden,))}


def forward(params, obs):
    h = jnp.tanh(obs @ params["torso"])
    return h @ params["policy"], h @ params["value"]


@jax.jit
def policy_and_value(params, obs):
    logits, value = forward(params, obs)
    return jax.nn.softmax(logits), value


@jax.jit
def a2c_update(params, obs, actions, advantages, returns, learning_rate=0.05):
    def loss_fn(p):
        logits, values = forward(p, obs)
        logp = jnp.take_along_axis(jax.nn.log_softmax(logits), actions[:, None], axis=1)[:, 0]
        return -jnp.mean(logp * advantages) + 0.5 * jnp.mean((returns - values) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

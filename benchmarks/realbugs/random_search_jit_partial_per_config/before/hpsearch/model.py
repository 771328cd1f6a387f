import jax
import jax.numpy as jnp


def init_mlp(key, num_features, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (num_features, hidden)) / jnp.sqrt(num_features), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden), "b2": jnp.zeros(())}


def predict_logit(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def regularised_loss(params, x, y, weight_decay):
    logits = predict_logit(params, x)
    data_loss = jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
    return data_loss + weight_decay * sum(jnp.sum(w ** 2) for w in (params["w1"], params["w2"]))


def accuracy(params, x, y):
    return jnp.mean((predict_logit(params, x) > 0) == (y > 0.5))


def train_step(params, x, y, learning_rate, weight_decay):
    grads = jax.grad(regularised_loss)(params, x, y, weight_decay)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)

import jax
import jax.numpy as jnp


def init_params(key, num_features):
    return {"w": jax.random.normal(key, (num_features,)) * 0.01, "b": jnp.zeros(())}


def predict_proba(params, images):
    return jax.nn.sigmoid(images @ params["w"] + params["b"])


def loss_fn(params, images, labels):
    probs = predict_proba(params, images)
    return -jnp.mean(labels * jnp.log(probs + 1e-7) + (1.0 - labels) * jnp.log(1.0 - probs + 1e-7))

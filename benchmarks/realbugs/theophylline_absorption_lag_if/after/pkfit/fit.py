import jax
import jax.numpy as jnp


def make_loss(model, times, observed):
    def loss(log_params):
        predicted = model.predict(log_params, times)
        return jnp.mean((predicted - observed) ** 2)
    return loss


def fit(model, times, observed, init, steps=100, learning_rate=0.05):
    value_and_grad = jax.jit(jax.value_and_grad(make_loss(model, times, observed)))
    log_params = jnp.asarray(init)
    history = []
    for _ in range(steps):
        value, grad = value_and_grad(log_params)
        log_params = log_params - learning_rate * grad / (jnp.linalg.norm(grad) + 1e-12)
        history.append(float(value))
    return log_params, history

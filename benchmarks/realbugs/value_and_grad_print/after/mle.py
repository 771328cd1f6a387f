import jax

from objective import negative_log_likelihood

value_and_grad = jax.jit(jax.value_and_grad(negative_log_likelihood))


def fit(theta, data, lr=0.01, steps=100):
    for _ in range(steps):
        value, grad = value_and_grad(theta, data)
        theta = theta - lr * grad
    return theta

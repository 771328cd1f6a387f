import jax
import jax.numpy as jnp

from tnad.loss import make_loss
from tnad.regularizers import reg_norm_logrelu


def train(n_steps=10, lr=0.01):
    data = jax.random.normal(jax.random.PRNGKey(0), (64, 8))
    params = jnp.full(8, 0.5)
    loss = make_loss(reg=reg_norm_logrelu)
    value_and_grad = jax.jit(jax.value_and_grad(loss))
    for _ in range(n_steps):
        value, grads = value_and_grad(params, data)
        params = params - lr * grads
    return params, value


if __name__ == "__main__":
    print(train())

import jax
import jax.numpy as jnp

from robustfit import total_l1_loss

XS = jnp.linspace(0.0, 1.0, 21)
YS = (2.0 * XS + 1.0).at[5].set(10.0)


def fit(n_steps=100, lr=0.1):
    params = jnp.zeros(2)
    grad_fn = jax.grad(total_l1_loss)
    for _ in range(n_steps):
        params = params - lr * grad_fn(params, XS, YS)
    return params


if __name__ == "__main__":
    print(fit())

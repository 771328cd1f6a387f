import jax
import jax.numpy as jnp

from minippl import SVI, normal_elbo_loss

DATA = 3.0 + jax.random.normal(jax.random.PRNGKey(0), (50,))


def fit(n_steps=50):
    svi = SVI(normal_elbo_loss, lr=0.01)
    params = svi.init({"loc": jnp.zeros(())})
    for _ in range(n_steps):
        params, loss = svi.step(params, DATA)
    return params, loss


if __name__ == "__main__":
    print(fit())

import jax
import jax.numpy as jnp

from xsmooth.source_model import PointSourceModel


def main(num_steps=200, learning_rate=2e-4):
    model = PointSourceModel()
    truth = {"log_flux": jnp.log(2000.0), "log_sigma": jnp.log(1.8), "log_background": jnp.log(0.5)}
    counts = jax.random.poisson(jax.random.PRNGKey(0), model.expected_counts(truth)).astype(jnp.float32)
    params = {"log_flux": jnp.log(counts.sum()), "log_sigma": jnp.log(1.0), "log_background": jnp.log(1.0)}
    value_and_grad = jax.jit(jax.value_and_grad(model.poisson_nll))
    for _ in range(num_steps):
        nll, grads = value_and_grad(params, counts)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    sigma = float(jnp.exp(params["log_sigma"]))
    print(f"fitted PSF width {sigma:.2f} px (true 1.8), final NLL {float(nll):.1f}")
    return sigma


if __name__ == "__main__":
    main()

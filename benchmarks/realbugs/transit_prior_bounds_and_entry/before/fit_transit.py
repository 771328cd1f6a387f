import jax
import jax.numpy as jnp

from exopriors import LogUniform, Uniform, joint_log_prior

PRIORS = {
    "depth": LogUniform(1e-4, 1e-1),
    "center": Uniform(-0.1, 0.1),
    "width": Uniform(0.01, 0.3),
}


def box_transit(t, params):
    inside = jnp.abs(t - params["center"]) < params["width"] / 2
    return 1.0 - params["depth"] * inside


def log_posterior(params, t, flux, sigma):
    residual = (flux - box_transit(t, params)) / sigma
    return joint_log_prior(PRIORS, params) - 0.5 * jnp.sum(residual**2)


def main():
    t = jnp.linspace(-0.5, 0.5, 400)
    truth = {"depth": 0.01, "center": 0.02, "width": 0.12}
    flux = box_transit(t, truth) + 0.002 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
    score = jax.jit(log_posterior)
    good = score(truth, t, flux, 0.002)
    outside = score({**truth, "center": 0.5}, t, flux, 0.002)
    return float(good), float(outside)


if __name__ == "__main__":
    print(main())

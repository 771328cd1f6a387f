import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

SUBSTEPS = 5


def lotka_volterra(z, alpha, beta, gamma, delta):
    hare, lynx = z
    return jnp.array([(alpha - beta * lynx) * hare, (-gamma + delta * hare) * lynx])


def log_posterior(log_theta, hare, lynx, sigma=0.25):
    """Log-normal observation error around an RK4 solution, log-normal priors on the rates."""
    alpha, beta, gamma, delta = jnp.exp(log_theta)
    dt = 1.0 / SUBSTEPS

    def rk4_year(z, _):
        for _ in range(SUBSTEPS):
            k1 = lotka_volterra(z, alpha, beta, gamma, delta)
            k2 = lotka_volterra(z + 0.5 * dt * k1, alpha, beta, gamma, delta)
            k3 = lotka_volterra(z + 0.5 * dt * k2, alpha, beta, gamma, delta)
            k4 = lotka_volterra(z + dt * k3, alpha, beta, gamma, delta)
            z = z + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return z, z

    z0 = jnp.array([hare[0], lynx[0]])
    _, path = jax.lax.scan(rk4_year, z0, None, length=hare.shape[0] - 1)  # expect: JXL504
    path = jnp.concatenate([z0[None], path])
    log_lik = norm.logpdf(jnp.log(hare), jnp.log(path[:, 0]), sigma).sum()
    log_lik += norm.logpdf(jnp.log(lynx), jnp.log(path[:, 1]), sigma).sum()
    prior = norm.logpdf(log_theta, jnp.log(jnp.array([0.55, 0.028, 0.8, 0.024])), 0.5).sum()
    return log_lik + prior

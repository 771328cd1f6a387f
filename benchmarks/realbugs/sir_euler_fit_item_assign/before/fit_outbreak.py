import jax
import jax.numpy as jnp

from epifit.fitter import SIRFitter
from epifit.model import sir_rhs
from epifit.solver import euler_solver


def synthetic_outbreak(beta=0.5, gamma=1 / 14, days=40, noise=0.002, seed=0):
    """Infected fractions of a simulated outbreak with observation noise, as a surveillance stand-in."""
    y0 = jnp.array([0.95, 0.05, 0.0])
    t = jnp.linspace(0.0, float(days), days + 1)
    clean = euler_solver(sir_rhs, y0, t, beta, gamma)[:, 1]
    observed = clean + noise * jax.random.normal(jax.random.key(seed), clean.shape)
    return y0, t, observed


def main():
    y0, t, observed = synthetic_outbreak()
    fitter = SIRFitter(y0, t, observed)
    params, first_loss, final_loss = fitter.fit(beta0=0.3, gamma0=0.2)
    print(f"beta {float(params[0]):.3f}, gamma {float(params[1]):.3f}; loss {first_loss:.4f} -> {final_loss:.4f}")
    return params, first_loss, final_loss


if __name__ == "__main__":
    main()

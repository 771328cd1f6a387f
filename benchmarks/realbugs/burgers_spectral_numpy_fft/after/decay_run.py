import jax
import jax.numpy as jnp

from spectral import RungeKutta4, ViscousBurgers


def main(n_steps=400):
    n, length = 128, 2.0 * jnp.pi
    x = jnp.linspace(0.0, length, n, endpoint=False)
    u0 = jnp.sin(x) + 0.5 * jnp.sin(2.0 * x)
    solver = RungeKutta4(ViscousBurgers(n, length, viscosity=0.05), dt=2e-3)
    integrate = jax.jit(solver.integrate, static_argnames="n_steps")
    u_hat = integrate(jnp.fft.rfft(u0), n_steps=n_steps)
    return u0, jnp.fft.irfft(u_hat, n=n)


if __name__ == "__main__":
    u0, u = main()
    print(f"energy {float(jnp.mean(u0**2)):.4f} -> {float(jnp.mean(u**2)):.4f}")

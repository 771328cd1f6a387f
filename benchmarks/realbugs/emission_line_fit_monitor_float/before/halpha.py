import jax
import jax.numpy as jnp

from linefit import FitMonitor, GaussianLine, LineFitter


def main():
    wavelength = jnp.linspace(6540.0, 6590.0, 200)
    model = GaussianLine()
    truth = jnp.array([1.0, 2.5, 6563.0, jnp.log(3.0)])
    sigma = 0.05
    flux = model(truth, wavelength) + sigma * jax.random.normal(jax.random.PRNGKey(8), wavelength.shape)
    monitor = FitMonitor()
    fitter = LineFitter(model, monitor, learning_rate=3e-6)
    params, chi2 = fitter.fit(jnp.array([0.9, 2.0, 6562.0, jnp.log(2.5)]), wavelength, flux, sigma)
    return params, float(chi2), monitor


if __name__ == "__main__":
    params, chi2, monitor = main()
    print(f"center {float(params[2]):.2f} A, chi2 {chi2:.1f} after {len(monitor.history)} evaluations")

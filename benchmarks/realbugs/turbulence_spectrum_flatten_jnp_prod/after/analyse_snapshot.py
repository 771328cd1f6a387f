import jax

from spectra import ShellSpectrum, SpectralGrid


def main(n=16):
    grid = SpectralGrid(n)
    spectrum = jax.jit(ShellSpectrum(grid))
    velocity = jax.random.normal(jax.random.PRNGKey(0), (3, n, n, n))
    return spectrum(velocity), velocity


if __name__ == "__main__":
    energy, _ = main()
    print(energy)

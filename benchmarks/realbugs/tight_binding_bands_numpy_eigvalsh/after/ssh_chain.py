import jax.numpy as jnp

from tightbinding.bands import band_structure
from tightbinding.cell import make_ht


def main(intra=1.0, inter=0.6, n_k=301):
    """Su-Schrieffer-Heeger chain: two sites per cell; the gap at the zone boundary is 2 |intra - inter|."""
    h, t = make_ht(onsite=[0.0, 0.0], hoppings=[intra, inter])
    kpts = jnp.linspace(0.0, 1.0, n_k)
    energies = band_structure(kpts, h, t)
    gap = float(jnp.min(energies[:, 1] - energies[:, 0]))
    width = float(jnp.max(energies[:, 1]) - jnp.min(energies[:, 1]))
    print(f"gap {gap:.3f} (expected {2 * abs(intra - inter):.3f}), upper band width {width:.3f}")
    return energies, gap


if __name__ == "__main__":
    main()

import jax.numpy as jnp

from watercolumn.grid import VerticalGrid
from watercolumn.model import SingleColumnModel, seasonal_flux


def main(amplitudes=(50.0, 100.0, 150.0, 200.0), num_steps=24 * 90):
    grid = VerticalGrid(40, 200.0)
    model = SingleColumnModel(grid, diffusivity=1e-4, dt=3600.0)
    initial = 15.0 + 0.02 * grid.z
    surface = []
    for amplitude in amplitudes:
        final, sst = model.run(initial, seasonal_flux(num_steps, amplitude))
        surface.append(sst[-1])
    return model, initial, jnp.stack(surface)


if __name__ == "__main__":
    _, _, sst = main()
    print("sea surface temperature after 90 days", sst)

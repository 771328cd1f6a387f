import jax

from voxels.grid import VoxelGrid
from voxels.splat import gaussian_weight, splat


def main(n_points=256):
    key = jax.random.PRNGKey(0)
    points = jax.random.uniform(key, (n_points, 3), minval=0.0, maxval=4.0)
    values = jax.random.uniform(jax.random.fold_in(key, 1), (n_points,))
    grid = VoxelGrid(origin=(0.0, 0.0, 0.0), spacing=0.5, resolution=(8, 8, 8))
    return splat(grid, points, values, weight_fn=gaussian_weight)


if __name__ == "__main__":
    print(main().sum())

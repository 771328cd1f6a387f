import jax

from pointcloud import VoxelEncoder


def main():
    points = jax.random.uniform(jax.random.PRNGKey(0), (256, 3), minval=0.0, maxval=3.99)
    projection = jax.random.normal(jax.random.PRNGKey(1), (3, 8))
    encoder = VoxelEncoder(voxel_size=1.0, grid_width=4, projection=projection)
    return points, projection, encoder.encode(points)


if __name__ == "__main__":
    print(main()[2].shape)

from pointcloud.encoder import VoxelEncoder

__all__ = ["VoxelEncoder"]

from clustering.kmeans import KMeans

__all__ = ["KMeans"]

from neurons.lif import lif_step

__all__ = ["lif_step"]

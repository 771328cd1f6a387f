from packnet.model import num_parameters, predict

__all__ = ["num_parameters", "predict"]

from emcom.experiment import Experiment

__all__ = ["Experiment"]

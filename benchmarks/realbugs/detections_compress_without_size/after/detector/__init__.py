from detector.postprocess import Postprocessor, ScoreFilter

__all__ = ["Postprocessor", "ScoreFilter"]

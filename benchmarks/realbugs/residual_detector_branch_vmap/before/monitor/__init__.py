from monitor.detector import ResidualDetector

__all__ = ["ResidualDetector"]
